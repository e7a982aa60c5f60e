import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { AuthIdentity } from '@phoneparts/contracts';
import { shellMessages } from '@phoneparts/contracts';
import { Avatar, useAuth } from '@phoneparts/shared-ui';
import styles from './user-menu.module.css';

/**
 * The avatar menu of the top bar (My Profile, My Orders, sign out): a menu button that opens with
 * click, Enter, Space or ArrowDown; arrows move between items; Escape or a click outside closes it.
 */
export function UserMenu({ user }: { user: AuthIdentity }) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const name = user.displayName || shellMessages.newUser;

  useEffect(() => {
    if (!open) return;
    rootRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]'));
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') close(true);
    else if (event.key === 'ArrowDown') items[(index + 1) % items.length]?.focus();
    else if (event.key === 'ArrowUp') items[(index - 1 + items.length) % items.length]?.focus();
    else if (event.key === 'Home') items[0]?.focus();
    else if (event.key === 'End') items[items.length - 1]?.focus();
    else if (event.key === 'Tab') setOpen(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  const onSignOut = () => {
    close(false);
    signOut();
    navigate('/');
  };

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`Account menu for ${name}`}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <Avatar src={user.photoURL} alt="" size={36} />
      </button>
      {open && (
        <ul id={menuId} className={styles.menu} role="menu" aria-label="Account" onKeyDown={onMenuKeyDown}>
          <li role="none" className={styles.header}>
            <span className={styles.name}>{name}</span>
            <span className={styles.email}>{user.email}</span>
          </li>
          <MenuLink to="/dashboard/myProfile" onClick={() => close(false)}>
            My Profile
          </MenuLink>
          <MenuLink to={`/dashboard/myOrders/${encodeURIComponent(user.email)}`} onClick={() => close(false)}>
            My Orders
          </MenuLink>
          <li role="none">
            <button role="menuitem" tabIndex={-1} type="button" className={styles.item} onClick={onSignOut}>
              Sign Out
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}

/** A page of the menu: reached with the arrows (tabIndex -1), closes the menu when followed. */
function MenuLink({ to, onClick, children }: { to: string; onClick(): void; children: ReactNode }) {
  return (
    <li role="none">
      <Link role="menuitem" tabIndex={-1} className={styles.item} to={to} onClick={onClick}>
        {children}
      </Link>
    </li>
  );
}
