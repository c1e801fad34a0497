import { Box, IconButton, Stack, useLocation } from "@chauffeur/ui";
import { type RefObject, useEffect, useRef, useState } from "react";
import { LuArrowUp, LuMessageCircle } from "react-icons/lu";
import { isRemotePath } from "../../config/paths";
import { useSite } from "../../config/site-config";

const INTERACTIVE =
  'a, button, input, select, textarea, label, summary, [role="button"], [role="listbox"], [role="option"], [role="radio"], [role="combobox"], [contenteditable="true"]';

/** Whether something a visitor can use lies under the element (it then steps aside). */
function covers(el: HTMLElement, own: HTMLElement): boolean {
  const r = el.getBoundingClientRect();
  if (r.width === 0) return false;
  const points: [number, number][] = [
    [r.left + r.width / 2, r.top + r.height / 2],
    [r.left + 2, r.top + 2],
    [r.right - 2, r.top + 2],
    [r.left + 2, r.bottom - 2],
    [r.right - 2, r.bottom - 2],
  ];
  return points.some(([x, y]) => {
    const under = document.elementsFromPoint(x, y).find((e) => !own.contains(e));
    return under instanceof Element && under.closest(INTERACTIVE) !== null;
  });
}

const editing = () => {
  const a = document.activeElement;
  return a instanceof HTMLElement && (a.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(a.tagName));
};

/**
 * Which floating buttons may show: scroll-to-top once the visitor has scrolled a screen, and neither
 * over a field, a suggestion list or a button, nor while a field is being typed in (the keyboard is up).
 */
function useClearance(
  stack: RefObject<HTMLDivElement | null>,
  top: RefObject<HTMLElement | null>,
  chat: RefObject<HTMLElement | null>,
) {
  const [state, setState] = useState({ top: false, chat: false });
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const own = stack.current;
      if (!own) return;
      const typing = editing();
      const next = {
        top: !typing && window.scrollY > window.innerHeight && !!top.current && !covers(top.current, own),
        chat: !typing && !!chat.current && !covers(chat.current, own),
      };
      setState((s) => (s.top === next.top && s.chat === next.chat ? s : next));
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(check);
    };
    schedule();
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ["hidden", "aria-expanded", "data-state"],
    });
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    document.addEventListener("focusin", schedule);
    document.addEventListener("focusout", schedule);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      document.removeEventListener("focusin", schedule);
      document.removeEventListener("focusout", schedule);
    };
  }, [stack, top, chat]);
  return state;
}

const hidden = { visibility: "hidden", pointerEvents: "none" } as const;

/** SPEC.md's scroll-to-top and chat buttons at the bottom right, out of the way of what is beneath. */
export function FloatingActions() {
  const { pathname } = useLocation();
  // The micro-frontends' pages (the booking steps, the dashboards) have their own fixed controls.
  if (isRemotePath(pathname)) return null;
  return <FloatingButtons />;
}

function FloatingButtons() {
  const site = useSite();
  const stack = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLButtonElement>(null);
  const chat = useRef<HTMLAnchorElement>(null);
  const show = useClearance(stack, top, chat);
  const scrollToTop = () => {
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
  };
  return (
    <Stack ref={stack} position="fixed" bottom="5" right="5" zIndex="docked" gap="3" data-floating-actions>
      <IconButton
        ref={top}
        aria-label="Scroll to top"
        onClick={scrollToTop}
        rounded="full"
        variant="solid"
        bg="ink.800"
        color="white"
        borderWidth="1px"
        borderColor="whiteAlpha.300"
        _hover={{ bg: "ink.700" }}
        css={show.top ? undefined : hidden}
      >
        <LuArrowUp />
      </IconButton>
      <Box css={show.chat ? undefined : hidden}>
        <IconButton asChild rounded="full" colorPalette="gold" size="lg" shadow="lg">
          <a
            ref={chat}
            href={site.chatUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label="Chat with us (opens in a new tab)"
          >
            <LuMessageCircle />
          </a>
        </IconButton>
      </Box>
    </Stack>
  );
}
