/** 605 → "10:05"; an hour or more → "1:00:05". */
export function clockText(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** Below this, a training time reads in minutes and seconds: whole minutes would say "0 of 1". */
const CLOCK_BELOW_SECONDS = 10 * 60;

/**
 * Time done of time required, as the page shows it: whole minutes (done rounded down, required up), or
 * for a short training (the demo's) minutes and seconds.
 */
export function timeDone(doneSeconds: number, requiredSeconds: number): { done: string; required: string; inMinutes: boolean } {
  const done = Math.min(doneSeconds, requiredSeconds);
  if (requiredSeconds < CLOCK_BELOW_SECONDS) return { done: clockText(done), required: clockText(requiredSeconds), inMinutes: false };
  return { done: String(Math.floor(done / 60)), required: String(Math.ceil(requiredSeconds / 60)), inMinutes: true };
}
