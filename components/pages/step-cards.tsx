import { Card } from "@/components/blocks/parts/card";

/** Numbered steps in a row of cards: how a programme or a process goes, in order. */
export function StepCards({ steps }: { steps: readonly { name: string; description: string }[] }) {
  return (
    <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => (
        <li key={step.name}>
          <Card className="h-full sm:p-6">
            <span className="grid size-10 place-items-center rounded-full bg-brand-600 text-sm font-bold text-on-fill shadow-sm">
              {index + 1}
            </span>
            <h3 className="mt-5 text-lg font-semibold text-ink">{step.name}</h3>
            <p className="mt-2 text-sm leading-6 text-ink-muted">{step.description}</p>
          </Card>
        </li>
      ))}
    </ol>
  );
}
