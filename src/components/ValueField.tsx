/** A labelled text field for a number (decimal keyboard, no autocorrect): converter, compound and Ultra inputs. */
export default function ValueField({
  id,
  label,
  value,
  onChange,
  large = true,
  placeholder,
  labelClass = 'block text-sm font-semibold',
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  large?: boolean;
  placeholder?: string;
  labelClass?: string;
}) {
  return (
    <>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        className={large ? 'field mt-1 text-lg' : 'field mt-1'}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
        }}
      />
    </>
  );
}
