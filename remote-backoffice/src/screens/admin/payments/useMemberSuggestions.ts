import { useEffect, useState } from 'react';
import type { MemberSummary } from '@portal/shared/validation';
import { suggestMembers } from '../../../api/payments';

export const SUGGEST_DELAY_MS = 250;

/**
 * Members matching `text` (2 characters or more), asked once typing pauses; null text asks nothing. The
 * answer is kept with the text it is for, so a late answer for earlier typing is never shown.
 */
export function useMemberSuggestions(text: string | null) {
  const [answer, setAnswer] = useState<{ q: string; members: MemberSummary[] } | null>(null);
  const q = text?.trim() ?? '';
  useEffect(() => {
    if (q.length < 2) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      suggestMembers(q, abort.signal).then(
        (members) => {
          if (!abort.signal.aborted) setAnswer({ q, members });
        },
        () => {
          // Suggestions are a help: without them the code can still be typed, and the server checks it.
        },
      );
    }, SUGGEST_DELAY_MS);
    return () => {
      abort.abort();
      clearTimeout(timer);
    };
  }, [q]);
  return answer && answer.q === q && q.length >= 2 ? answer.members : [];
}
