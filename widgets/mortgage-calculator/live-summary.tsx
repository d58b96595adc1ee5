import { useEffect, useState } from 'react';

/** Long enough that typing "325000" is announced once, not six times. */
export const ANNOUNCE_DELAY_MS = 1000;

/**
 * A polite, visually hidden announcement of the monthly payment once typing pauses. Empty on
 * load, so a screen reader hears nothing until the visitor changes something.
 */
export function LiveSummary({ text }: { text: string }) {
  const [announced, setAnnounced] = useState('');
  const [initial] = useState(text);
  // biome-ignore lint/correctness/useExhaustiveDependencies: announces when the text changes; initial and announced only hold back the first, unchanged text
  useEffect(() => {
    if (text === initial && !announced) return;
    const timer = setTimeout(() => setAnnounced(text), ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <p className="hb-visually-hidden" aria-live="polite">
      {announced}
    </p>
  );
}
