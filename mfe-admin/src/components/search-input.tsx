import { Input } from "@chauffeur/ui";

/** The search box of every admin list: a labelled input; the list goes back to its first page on change. */
export function SearchInput({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Input
      type="search"
      aria-label={label}
      placeholder={placeholder}
      maxW={{ base: "full", md: "xs" }}
      value={value}
      maxLength={100}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
