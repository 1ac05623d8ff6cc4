import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Link } from "react-router-dom";

interface DropdownProps {
  /** The button's content; `label` names it for assistive technology when the content is not text. */
  trigger: ReactNode;
  label: string;
  children: (close: () => void) => ReactNode;
  align?: "left" | "right";
  buttonClassName?: string;
}

/** A disclosure button with a panel of links; Escape and clicks outside close it. */
export function Dropdown({
  trigger,
  label,
  children,
  align = "left",
  buttonClassName = "",
}: DropdownProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  const close = () => {
    setOpen(false);
  };

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpen((value) => !value);
        }}
        className={buttonClassName}
      >
        {trigger}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className={`absolute z-40 mt-2 min-w-48 rounded-md border border-slate-200 bg-white py-2 shadow-lg ${
          align === "right" ? "right-0" : "left-0"
        }`}
      >
        {children(close)}
      </div>
    </div>
  );
}

export const dropdownItemClass =
  "block w-full px-4 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 focus-visible:bg-slate-100";

/** The links of a dropdown panel; choosing one closes the panel. */
export function DropdownLinks({
  links,
  onSelect,
  children,
}: {
  links: readonly { to: string; label: string }[];
  onSelect: () => void;
  /** Extra items after the links, e.g. a sign-out button. */
  children?: ReactNode;
}) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} onClick={onSelect} className={dropdownItemClass}>
            {link.label}
          </Link>
        </li>
      ))}
      {children}
    </ul>
  );
}
