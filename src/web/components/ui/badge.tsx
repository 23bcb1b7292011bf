import type { HTMLAttributes } from 'react';
import { useT } from '@web/lib/language/i18n.ts';
import { cn } from './cn.ts';

const VARIANTS = {
  default: 'bg-brand-700 text-white border-transparent',
  secondary: 'bg-slate-100 text-slate-800 border-transparent',
  outline: 'border-slate-300 text-slate-700',
  destructive: 'bg-red-600 text-white border-transparent',
} as const;

export function Badge({ variant = 'default', className, ...props }: HTMLAttributes<HTMLSpanElement> & { variant?: keyof typeof VARIANTS }) {
  return <span className={cn('inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold', VARIANTS[variant], className)} {...props} />;
}

/** Tier badge style from the spec: default for premium, secondary for basic, outline otherwise. */
export function TierBadge({ tier }: { tier: string | null | undefined }) {
  const t = useT('common');
  const value = tier ?? 'free';
  const label = value === 'free' || value === 'basic' || value === 'premium' ? t(`tier.${value}`) : value;
  return <Badge variant={value === 'premium' ? 'default' : value === 'basic' ? 'secondary' : 'outline'}>{label}</Badge>;
}
