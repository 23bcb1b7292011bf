const WIDTH = 60;
const HEIGHT = 24;
const PAD = 3;

/**
 * A member's scores for one tool as a tiny line (0 to 100, oldest on the left, the latest as a dot).
 * `label` is its text alternative ("Scores: 54, 61, 70"): the picture adds nothing a screen reader misses.
 */
export function Sparkline({ scores, label }: { scores: number[]; label: string }) {
  const x = (index: number) => (scores.length === 1 ? WIDTH / 2 : PAD + (index / (scores.length - 1)) * (WIDTH - 2 * PAD));
  const y = (score: number) => HEIGHT - PAD - (Math.min(100, Math.max(0, score)) / 100) * (HEIGHT - 2 * PAD);
  const points = scores.map((score, index) => `${x(index).toFixed(1)},${y(score).toFixed(1)}`).join(' ');
  const last = scores.length - 1;
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width={WIDTH} height={HEIGHT} role="img" aria-label={label} className="shrink-0 overflow-visible">
      <line x1="0" x2={WIDTH} y1={HEIGHT - PAD} y2={HEIGHT - PAD} className="stroke-slate-200" strokeWidth="1" />
      {scores.length > 1 && (
        <polyline points={points} fill="none" className="stroke-brand-600" strokeWidth="1.5" strokeLinejoin="round" strokeLinecap="round" />
      )}
      {last >= 0 && <circle cx={x(last)} cy={y(scores[last]!)} r="2.5" className="fill-brand-700" />}
    </svg>
  );
}
