import { MESSAGES } from '@abstractly/contracts';
import { FileText } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';

/** Seed §2: what the result column shows before any result. */
export function EmptyResult() {
  return (
    <Card aria-labelledby="no-abstract-title">
      <div className="flex flex-col items-center gap-3 px-6 py-16 text-center">
        <div className="rounded-full bg-indigo-50 p-3">
          <FileText aria-hidden="true" className="size-6 text-indigo-700" />
        </div>
        <h2 id="no-abstract-title" className="text-base font-semibold text-slate-900">
          {MESSAGES.noAbstract}
        </h2>
        <p className="max-w-sm text-sm text-slate-600">
          Fill in the form and click Generate Abstract to create your academic abstract.
        </p>
      </div>
    </Card>
  );
}
