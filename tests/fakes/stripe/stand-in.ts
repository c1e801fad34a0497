/**
 * A stand-in for Stripe.js and its frames, served by the fake's server so the browser tests never load
 * Stripe's real script. It implements the calls the payment pages make (elements, the Payment
 * Element's mount and submit, createConfirmationToken, handleNextAction); the card fields live in a
 * frame on the fake's origin, as Stripe's do on js.stripe.com, so the card never touches our page.
 */
export const STRIPE_JS = `(() => {
  const ORIGIN = new URL(document.currentScript.src).origin;
  const ask = (frame, message) => new Promise((resolve) => {
    const id = Math.random().toString(36).slice(2);
    const listen = (e) => {
      if (e.origin !== ORIGIN || !e.data || e.data.id !== id) return;
      window.removeEventListener("message", listen);
      resolve(e.data);
    };
    window.addEventListener("message", listen);
    frame.contentWindow.postMessage({ ...message, id }, ORIGIN);
  });
  function Stripe(publishableKey) {
    let frame = null;
    return {
      elements() {
        return {
          create() {
            return {
              mount(target) {
                const node = typeof target === "string" ? document.querySelector(target) : target;
                frame = document.createElement("iframe");
                frame.src = ORIGIN + "/elements-frame.html";
                frame.title = "Secure card payment input frame";
                frame.style.cssText = "width:100%;height:190px;border:0;display:block";
                node.appendChild(frame);
              },
              destroy() { if (frame) frame.remove(); },
              on() {},
            };
          },
          async submit() {
            const r = await ask(frame, { type: "validate" });
            return r.error ? { error: r.error } : {};
          },
        };
      },
      async createConfirmationToken({ params }) {
        const r = await ask(frame, { type: "tokenize", publishableKey, params });
        return r.error ? { error: r.error } : { confirmationToken: r.token };
      },
      handleNextAction({ clientSecret }) {
        return new Promise((resolve) => {
          const overlay = document.createElement("div");
          overlay.style.cssText = "position:fixed;inset:0;background:rgba(0,0,0,.5);z-index:99999;display:flex;align-items:center;justify-content:center";
          const bank = document.createElement("iframe");
          bank.src = ORIGIN + "/3ds.html#" + encodeURIComponent(clientSecret);
          bank.title = "3D Secure authentication";
          bank.style.cssText = "width:min(420px,92vw);height:300px;border:0;background:#fff;border-radius:8px";
          overlay.appendChild(bank);
          document.body.appendChild(overlay);
          const listen = (e) => {
            if (e.origin !== ORIGIN || !e.data || e.data.type !== "3ds-done") return;
            window.removeEventListener("message", listen);
            overlay.remove();
            resolve(e.data.approved ? { paymentIntent: e.data.paymentIntent } : { error: { type: "card_error", message: "We are unable to authenticate your payment method." } });
          };
          window.addEventListener("message", listen);
        });
      },
    };
  }
  Stripe.version = "endive";
  window.Stripe = Stripe;
})();`;

const PAGE = (
  title: string,
  body: string,
  script: string,
) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<style>body{font:14px system-ui,sans-serif;margin:0;padding:4px}label{display:block;margin:6px 0 2px}input{width:100%;box-sizing:border-box;padding:8px;border:1px solid #bbb;border-radius:6px;font-size:16px}.row{display:flex;gap:8px}.row>div{flex:1}p.err{color:#b00020;margin:4px 0}button{padding:10px 14px;margin:6px 4px 0 0;font-size:15px}</style>
</head><body>${body}<script>${script}</script></body></html>`;

export const ELEMENTS_FRAME = PAGE(
  "Card",
  `<label for="number">Card number</label><input id="number" autocomplete="cc-number" inputmode="numeric">
<div class="row"><div><label for="exp">Expiration (MM / YY)</label><input id="exp" autocomplete="cc-exp" placeholder="MM / YY"></div>
<div><label for="cvc">Security code</label><input id="cvc" autocomplete="cc-csc" inputmode="numeric"></div></div><p class="err" id="err" role="alert"></p>`,
  `const $ = (id) => document.getElementById(id);
window.addEventListener("message", async (e) => {
  if (e.source !== parent || !e.data) return;
  const reply = (data) => parent.postMessage({ ...data, id: e.data.id }, e.origin);
  const number = $("number").value.replace(/\\s/g, "");
  const [mm, yy] = $("exp").value.split("/").map((s) => s.trim());
  if (e.data.type === "validate") {
    const problem = !number ? "Your card number is incomplete." : !mm || !yy ? "Your card's expiration date is incomplete." : !$("cvc").value ? "Your card's security code is incomplete." : null;
    $("err").textContent = problem || "";
    return reply(problem ? { error: { type: "validation_error", message: problem } } : {});
  }
  if (e.data.type === "tokenize") {
    const form = new URLSearchParams({
      "payment_method_data[type]": "card",
      "payment_method_data[card][number]": number,
      "payment_method_data[card][exp_month]": mm,
      "payment_method_data[card][exp_year]": "20" + yy,
      "payment_method_data[card][cvc]": $("cvc").value,
    });
    const res = await fetch("/v1/confirmation_tokens", { method: "POST", headers: { authorization: "Bearer " + e.data.publishableKey, "content-type": "application/x-www-form-urlencoded" }, body: form });
    const body = await res.json();
    if (!res.ok) { $("err").textContent = body.error.message; return reply({ error: body.error }); }
    reply({ token: body });
  }
});`,
);

export const THREE_DS_PAGE = PAGE(
  "3D Secure",
  `<h1 style="font-size:18px">3D Secure 2 test page</h1><p>Your bank asks you to confirm this payment.</p>
<button id="ok">Complete authentication</button><button id="fail">Fail authentication</button>`,
  `const secret = decodeURIComponent(location.hash.slice(1));
async function answer(approve) {
  const res = await fetch("/test/3ds", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ clientSecret: secret, approve }) });
  const intent = await res.json();
  parent.postMessage({ type: "3ds-done", approved: approve && intent && intent.status === "requires_capture", paymentIntent: intent }, "*");
}
document.getElementById("ok").onclick = () => answer(true);
document.getElementById("fail").onclick = () => answer(false);`,
);
