import type { HTMLAttributes } from 'react';
import { cn } from './cn.ts';

export function Alert({ variant = 'default', className, ...props }: HTMLAttributes<HTMLDivElement> & { variant?: 'default' | 'destructive' | 'warning' }) {
  const styles = {
    default: 'border-slate-200 bg-white',
    destructive: 'border-red-300 bg-red-50 text-red-900',
    warning: 'border-amber-300 bg-amber-50 text-amber-900',
  }[variant];
  return <div role="alert" className={cn('rounded-xl border p-4 text-sm', styles, className)} {...props} />;
}
