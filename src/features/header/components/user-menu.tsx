import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { userInitial, type AppUser } from '@/lib/auth/app-user';
import { useAuth } from '@/lib/auth/use-auth';
import { notifyError, notifySuccess } from '@/lib/notify';

/** An entry the page adds to the account menu (it owns what the entry opens). */
export interface AccountMenuItem {
  label: string;
  onClick: () => void;
}

/**
 * The signed-in user's avatar, opening their name, the page's own entries (calendar feed …), Logout and
 * (when the page offers it) Delete my account.
 */
export function UserMenu({
  user,
  onDeleteAccount,
  items = [],
}: {
  user: AppUser;
  onDeleteAccount?: () => void;
  items?: AccountMenuItem[];
}) {
  const { logout } = useAuth();
  const [leaving, setLeaving] = useState(false);

  const onLogout = async () => {
    setLeaving(true);
    try {
      await logout();
      notifySuccess('Logged out', 'You have been logged out successfully');
    } catch (error) {
      console.error('Logout failed', error);
      notifyError('Logout failed', 'Could not log you out. Please try again.');
    } finally {
      setLeaving(false);
    }
  };

  return (
    <Menu position="bottom-end" width={220} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={`Account menu for ${user.name}`} style={{ borderRadius: '50%' }}>
          <Avatar
            src={user.photoUrl ?? null}
            alt={user.name}
            color="iris"
            radius="xl"
            // In pixels: a picture, it keeps its size when the text grows, and so does the header.
            style={{ '--avatar-size': '36px' }}
          >
            {userInitial(user.name)}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {/* Who is signed in, as a label: readable (a disabled item's grey is 1.5:1) and never focused, so
            the menu opens on Logout. */}
        <Menu.Label>{user.name}</Menu.Label>
        <Menu.Divider />
        {items.map((item) => (
          <Menu.Item key={item.label} disabled={leaving} onClick={item.onClick}>
            {item.label}
          </Menu.Item>
        ))}
        <Menu.Item disabled={leaving} onClick={() => void onLogout()} data-autofocus>
          Logout
        </Menu.Item>
        {onDeleteAccount && (
          <Menu.Item color="red" disabled={leaving} onClick={onDeleteAccount}>
            Delete my account
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
