/**
 * Open/closed state of a collapsible menu (the mobile navigation): Escape closes it and returns
 * focus to the toggle button, so keyboard users are never stranded inside a hidden panel.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export function useMenuToggle() {
  const [isOpen, setIsOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const toggle = useCallback(() => setIsOpen((open) => !open), []);

  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOpen]);

  /** Put on each link of the menu: following it closes the menu. */
  const closeOnLinkClick = useCallback(() => setIsOpen(false), []);

  return { isOpen, toggle, buttonRef, closeOnLinkClick };
}
