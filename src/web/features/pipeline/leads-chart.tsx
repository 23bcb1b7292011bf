// Required vs current weekly leads as two horizontal bars. Hand-written SVG (no chart library);
// loaded lazily so the calculator's form does not wait for it.
import { useFormat } from '@web/lib/language/format.ts';
import { useT } from '@web/lib/language/i18n.ts';

export interface LeadsChartProps {
  required: number;
  current: number;
}

export default function LeadsChart({ required, current }: LeadsChartProps) {
  const t = useT('pipeline');
  const format = useFormat();
  const number = (value: number) => format.number(value, { maximumFractionDigits: 1 });
  const max = Math.max(required, current, 1);
  const width = 320;
  const labelWidth = 96;
  const valueWidth = 56;
  const barArea = width - labelWidth - valueWidth;
  const barHeight = 28;
  const gap = 16;
  const short = current < required;
  const bars = [
    { key: 'needed', label: t('chart.needed'), value: required, className: 'fill-slate-400' },
    { key: 'current', label: t('chart.youHave'), value: current, className: short ? 'fill-amber-500' : 'fill-brand-600' },
  ];
  const height = bars.length * barHeight + (bars.length - 1) * gap;
  const summary = t('chart.summary', { required: number(required), current: number(current) });

  return (
    <figure className="space-y-2">
      <svg viewBox={`0 0 ${width} ${height}`} className="h-auto w-full max-w-md" role="img" aria-label={summary} data-testid="pipeline-chart">
        {bars.map((bar, index) => {
          const y = index * (barHeight + gap);
          // A visible sliver even for tiny values, so "you have" never looks missing.
          const barWidth = Math.max(2, (bar.value / max) * barArea);
          return (
            <g key={bar.key}>
              <text x={0} y={y + barHeight / 2} dominantBaseline="middle" className="fill-slate-700 text-[12px]">
                {bar.label}
              </text>
              <rect x={labelWidth} y={y} width={barArea} height={barHeight} rx={4} className="fill-slate-100" />
              <rect x={labelWidth} y={y} width={barWidth} height={barHeight} rx={4} className={bar.className} />
              <text x={labelWidth + barArea + 8} y={y + barHeight / 2} dominantBaseline="middle" className="fill-slate-900 text-[12px] font-semibold">
                {number(bar.value)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="text-xs text-slate-500">{t('chart.caption')}</figcaption>
    </figure>
  );
}
