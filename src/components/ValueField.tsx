import LabelledInput from './LabelledInput.tsx';

/** A labelled text field for a number (decimal keyboard, no autocorrect): converter, compound and Ultra inputs. */
export default function ValueField({
  id,
  label,
  value,
  onChange,
  large = true,
  placeholder,
  labelClass,
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
    <LabelledInput
      id={id}
      label={label}
      labelClass={labelClass}
      className={large ? 'field mt-1 text-lg' : 'field mt-1'}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
      placeholder={placeholder}
      value={value}
      onChange={onChange}
    />
  );
}
