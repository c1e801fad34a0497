/**
 * A local fake of Twilio's Messages resource, as a request → response function the Worker tests inject
 * as fetch. It keeps the documented rules, so a wrong request fails a test: `POST
 * /2010-04-01/Accounts/{AccountSid}/Messages.json`, HTTP Basic with the account SID and auth token (401,
 * code 20003), a form-encoded body (JSON is refused), `To` and `From` in E.164 (400, code 21211 / 21212),
 * a `Body` of at most 1600 characters (400, code 21617); 201 with the message resource.
 */

export interface FakeSms {
  sid: string;
  to: string;
  from: string;
  body: string;
}

const E164 = /^\+[1-9]\d{1,14}$/;

export function createTwilioFake(accountSid: string, authToken: string) {
  const messages: FakeSms[] = [];
  const error = (status: number, code: number, message: string) =>
    Response.json(
      { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
      { status },
    );
  async function handle(input: string, init: RequestInit = {}): Promise<Response> {
    const url = new URL(input);
    const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(url.pathname);
    if (!match || (init.method ?? "GET") !== "POST")
      return error(404, 20404, "The requested resource was not found");
    const headers = new Headers(init.headers);
    if (
      headers.get("authorization") !== `Basic ${btoa(`${accountSid}:${authToken}`)}` ||
      match[1] !== accountSid
    ) {
      return error(401, 20003, "Authenticate");
    }
    if (!headers.get("content-type")?.startsWith("application/x-www-form-urlencoded")) {
      return error(400, 20001, "Request body must be form-encoded");
    }
    const form = new URLSearchParams(String(init.body ?? ""));
    const to = form.get("To") ?? "";
    const from = form.get("From") ?? "";
    const body = form.get("Body") ?? "";
    if (!E164.test(to)) return error(400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    if (!E164.test(from)) return error(400, 21212, `The 'From' number ${from} is not a valid phone number.`);
    if (body.length === 0 || body.length > 1600)
      return error(400, 21617, "The concatenated message body exceeds the 1600 character limit.");
    const sms = { sid: `SM${crypto.randomUUID().replaceAll("-", "")}`, to, from, body };
    messages.push(sms);
    return Response.json(
      { sid: sms.sid, account_sid: accountSid, to, from, body, status: "queued", num_segments: "1" },
      { status: 201 },
    );
  }
  return { fetch: handle, messages };
}
