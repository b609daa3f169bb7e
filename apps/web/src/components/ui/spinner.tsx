export function Spinner({ label, className = '' }: { label?: string; className?: string }) {
  return (
    <div role="status" className={`flex items-center justify-center gap-3 py-10 text-slate-600 ${className}`}>
      <span
        className="h-6 w-6 animate-spin rounded-full border-2 border-emerald-600 border-t-transparent"
        aria-hidden
      />
      {label ? <span>{label}</span> : null}
    </div>
  );
}
