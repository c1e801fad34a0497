import { useLocation, useNavigate } from "@chauffeur/ui";
import { useCallback, useEffect, useState } from "react";
import type { BookingDraft } from "./draft-schema";
import { readDraft, saveDraft } from "./draft-storage";

/**
 * The draft a step works on: from navigation state, or session storage after a reload. A step opened
 * with no draft sends the customer home (SPEC.md: missing data on a step sends the user to /).
 */
export function useBookingDraft() {
  const location = useLocation();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<BookingDraft | null>(() => readDraft(location.state));

  useEffect(() => {
    if (draft) saveDraft(draft);
    else navigate("/", { replace: true });
  }, [draft, navigate]);

  const update = useCallback((patch: Partial<BookingDraft>) => {
    setDraft((d) => (d ? { ...d, ...patch } : d));
  }, []);

  /** Moves to another step, handing the draft along in navigation state as well as storage. */
  const goTo = useCallback(
    (path: string, patch: Partial<BookingDraft> = {}) => {
      if (!draft) return;
      const next = { ...draft, ...patch };
      saveDraft(next);
      navigate(path, { state: next });
    },
    [draft, navigate],
  );

  return { draft, update, goTo };
}
