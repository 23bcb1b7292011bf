import { Card, CardContent } from '@web/components/ui/card.tsx';
import { Spinner } from '@web/components/ui/spinner.tsx';

/** The card a tool shows while the server works on a run: a spinner, what is happening, and why it takes a moment. */
export function AnalyzingCard({ label, title, text }: { /** The spinner's status text for screen readers. */ label: string; title: string; text: string }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-4 py-12 text-center">
        <Spinner label={label} className="[&>svg]:size-10" />
        <p className="text-lg font-medium text-slate-900">{title}</p>
        <p className="text-slate-600">{text}</p>
      </CardContent>
    </Card>
  );
}
