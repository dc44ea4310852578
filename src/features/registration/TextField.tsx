// One labelled input with its validation message tied to it (aria-describedby).
import { useId, type InputHTMLAttributes } from 'react';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  error?: string | null;
  multiline?: boolean;
  onValue: (value: string) => void;
}

export function TextField({ label, value, error, multiline = false, onValue, ...rest }: Props) {
  const id = useId();
  const describedBy = error ? `${id}-error` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea id={id} className="input" value={value} aria-invalid={!!error} aria-describedby={describedBy} name={rest.name} disabled={rest.disabled} onChange={(e) => onValue(e.target.value)} />
      ) : (
        <input id={id} className="input" value={value} aria-invalid={!!error} aria-describedby={describedBy} {...rest} onChange={(e) => onValue(e.target.value)} />
      )}
      {error && (
        <p id={describedBy} className="registration__field-error">
          {error}
        </p>
      )}
    </div>
  );
}
