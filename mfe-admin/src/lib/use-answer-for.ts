import { useState } from "react";

/**
 * An answer the dispatcher asked for (a price, a preview) about the values a form holds: shown while the
 * form still holds those values (`current`, the values as text), hidden once any of them changes, so an
 * answer never stands beside a trip it was not asked for. `ask` runs the question; a null answer shows
 * nothing (the question's refusal went elsewhere, to the form's fields).
 */
export function useAnswerFor<T>(current: string) {
  const [answer, setAnswer] = useState<{ for: string; is: T } | null>(null);
  const [asking, setAsking] = useState(false);
  const ask = async (question: () => Promise<T | null>) => {
    setAsking(true);
    try {
      const is = await question();
      setAnswer(is === null ? null : { for: current, is });
    } finally {
      setAsking(false);
    }
  };
  return { shown: answer?.for === current ? answer.is : null, asking, ask };
}
