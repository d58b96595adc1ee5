import { ACCOUNT_PATHS, useSiteStore } from '../../core/favorites';
import { MyFavoritesNav, SignInPrompt } from '../../core/favorites/my-favorites';
import { AccountForm, useAccountPost } from '../../core/forms/react';
import { Loader } from '../../core/ui';
import { useRead } from '../../core/mount';
import type { UserProfile } from '../../core/api';
import { ChangePassword } from './change-password';
import { loadProfile } from './load-profile';
import { PROFILE_FIELDS } from './profile-fields';
import './my-profile.css';

/** hb-my-profile: edit the profile and change the password; messages show, the forms stay. */
export function MyProfile() {
  const loggedIn = useSiteStore((s) => s.loggedIn);
  // No request for a visitor the page says is not signed in: there is no profile to read.
  return loggedIn ? <Profile /> : <SignInPrompt what="your profile" />;
}

function Profile() {
  const read = useRead((signal) => loadProfile(signal), []);
  if (read.status === 'loading') return <Loader label="Loading your profile…" />;
  if (read.status === 'failure')
    return (
      <p className="hb-widget-message" role="alert">
        {read.message} <a href={ACCOUNT_PATHS.login}>Sign in</a>
      </p>
    );
  return (
    <div className="hb-my-profile">
      <MyFavoritesNav />
      <ProfileForm user={read.result} />
      <div className="hb-my-profile__password">
        <h2 className="hb-my-profile__subtitle">Password</h2>
        <ChangePassword />
      </div>
    </div>
  );
}

function ProfileForm({ user }: { user: UserProfile }) {
  const { state, send } = useAccountPost(ACCOUNT_PATHS.myProfile, { successMessage: 'Your profile has been updated.' });
  const initial = Object.fromEntries(PROFILE_FIELDS.map((f) => [f.name, String(user[f.name as keyof UserProfile] ?? '')]));
  return (
    <AccountForm
      title="My profile"
      intro={
        <p>
          Signed in as <strong>{user.email}</strong>
        </p>
      }
      fields={PROFILE_FIELDS}
      submitLabel="Save profile"
      state={state}
      initialValues={initial}
      onSubmit={(values) => void send(values)}
    />
  );
}
