/**
 * A menu button (the blog screen's Post and Category menus), following the WAI-ARIA menu button
 * pattern: Enter, Space or ArrowDown opens it on the first item, arrows move, Escape closes and
 * returns focus to the button, a click outside or Tab closes it.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

export interface MenuItem {
  label: string;
  onSelect: () => void;
}

const itemButtons = (menu: HTMLElement | null) => [...(menu?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])];

/** Focus the menu's item at `index`, counted from the end when negative, wrapping around. */
function focusItem(menu: HTMLElement | null, index: number) {
  const buttons = itemButtons(menu);
  buttons[(index + buttons.length) % buttons.length]?.focus();
}

export function MenuButton({ label, items }: { label: string; items: MenuItem[] }) {
  const id = useId();
  const [isOpen, setIsOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isOpen) return undefined;
    focusItem(menuRef.current, 0);
    const closeOnOutsideClick = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsideClick);
    return () => document.removeEventListener('pointerdown', closeOnOutsideClick);
  }, [isOpen]);

  const close = (returnFocus: boolean) => {
    setIsOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const menu = menuRef.current;
    const current = itemButtons(menu).indexOf(document.activeElement as HTMLButtonElement);
    switch (event.key) {
      case 'ArrowDown':
        focusItem(menu, current + 1);
        break;
      case 'ArrowUp':
        focusItem(menu, current - 1);
        break;
      case 'Home':
        focusItem(menu, 0);
        break;
      case 'End':
        focusItem(menu, -1);
        break;
      case 'Escape':
        close(true);
        break;
      case 'Tab':
        // Tab leaves the menu as it would any list: closed, the browser moving the focus on.
        close(false);
        return;
      default:
        return;
    }
    event.preventDefault();
  };

  return (
    <div className="menu-button-group">
      <button
        ref={buttonRef}
        type="button"
        className="btn btn--ghost"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={`${id}-menu`}
        onClick={() => setIsOpen((open) => !open)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setIsOpen(true);
          }
        }}
      >
        {label} <span aria-hidden="true">▾</span>
      </button>
      {/* A div, not a list: the menu and "none" roles replace a list's semantics anyway. */}
      <div ref={menuRef} id={`${id}-menu`} role="menu" aria-label={label} className="menu-button-group__menu" hidden={!isOpen} onKeyDown={onMenuKeyDown}>
        {items.map((item) => (
          <div key={item.label} role="none">
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="menu-button-group__item"
              onClick={() => {
                close(true);
                item.onSelect();
              }}
            >
              {item.label}
            </button>
          </div>
        ))}
      </div>
    </div>
  );
}
