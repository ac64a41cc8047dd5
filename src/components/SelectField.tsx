import type { ReactNode } from 'react';

/** A labelled select (converter display precision, currency and Ultra choosers): label above, the choice's value passed on. */
export default function SelectField({
  id,
  label,
  value,
  onChange,
  className = 'field mt-1',
  children,
}: {
  id: string;
  label: string;
  value: string | number;
  onChange: (value: string) => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <select
        id={id}
        className={className}
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
        }}
      >
        {children}
      </select>
    </div>
  );
}
