// A labelled password field of the security forms.
import { useId } from 'react';

export function PasswordInput({ label, value, onChange, autoComplete = 'current-password' }: { label: string; value: string; onChange: (v: string) => void; autoComplete?: string }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} className="input" type="password" autoComplete={autoComplete} value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}
