/** A license-clean mark: the initial on a coloured tile, beside the name as a wordmark. */
export function IntegrationLogo({ name, color }: { name: string; color: string }) {
  return (
    <span className="flex items-center gap-2.5 rounded-xl border border-line bg-surface px-4 py-3 shadow-sm">
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8 shrink-0">
        <rect width="32" height="32" rx="8" fill={color} />
        <text
          x="16"
          y="21.5"
          textAnchor="middle"
          fontSize="15"
          fontWeight="700"
          fill="#fff"
          fontFamily="inherit"
        >
          {name.charAt(0)}
        </text>
      </svg>
      <span className="text-base font-semibold whitespace-nowrap text-ink">{name}</span>
    </span>
  );
}
