/** The button that folds a navigation away on small screens (the state of useMenuToggle), showing Menu or Close. */
import type { useMenuToggle } from '../../hooks/use-menu-toggle.ts';
import { CloseIcon, MenuIcon } from '../icons.tsx';

interface MenuButtonProps {
  menu: ReturnType<typeof useMenuToggle>;
  /** The id of the navigation it opens. */
  controls: string;
  className: string;
}

export function MenuButton({ menu, controls, className }: MenuButtonProps) {
  return (
    <button ref={menu.buttonRef} type="button" className={className} aria-expanded={menu.isOpen} aria-controls={controls} onClick={menu.toggle}>
      {menu.isOpen ? <CloseIcon /> : <MenuIcon />}
      <span>Menu</span>
    </button>
  );
}
