import type { ValueParam } from './hooks/useValueParam.ts';
import ValueField from './ValueField.tsx';

/** The value field and, for a compound form, the field of its smaller unit below it ("plus Inch (in)"). */
export default function ValueInputs({ id, label, minorLabel, param }: { id: string; label: string; minorLabel: string | undefined; param: ValueParam }) {
  return (
    <>
      <ValueField id={id} label={label} value={param.value} onChange={param.setValue} />
      {minorLabel !== undefined && (
        <ValueField
          id={`${id}2`}
          label={`plus ${minorLabel}`}
          labelClass="mt-2 block text-sm font-semibold"
          large={false}
          placeholder="0"
          value={param.minorValue}
          onChange={param.setMinorValue}
        />
      )}
    </>
  );
}
