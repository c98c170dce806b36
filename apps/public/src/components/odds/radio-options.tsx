import { useId } from "react";

/**
 * A choice of one among a few, as native radio buttons inside the caller's fieldset (whose legend
 * names the group): arrow keys move between them and screen readers announce the group. Each input is transparent over its label, so the whole
 * label takes the click; the label shows the checked and focused states.
 */
export function RadioOptions<T extends string>({
  options,
  value,
  onChange,
  labelClassName,
}: {
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  labelClassName: string;
}) {
  const name = useId();
  return (
    <>
      {options.map((o) => (
        <label key={o.value} className={`relative cursor-pointer has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-emerald-400 ${labelClassName}`}>
          <input
            type="radio"
            name={name}
            value={o.value}
            checked={value === o.value}
            onChange={() => onChange(o.value)}
            className="absolute inset-0 cursor-pointer appearance-none rounded-md opacity-0"
          />
          {o.label}
        </label>
      ))}
    </>
  );
}
