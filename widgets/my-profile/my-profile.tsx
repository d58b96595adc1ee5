import { useStore } from 'zustand';
import { ACCOUNT_PATHS, siteStore } from '../../core/favorites';
import { MyFavoritesNav, SignInPrompt } from '../../core/favorites/my-favorites';
import { AccountForm, useAccountPost } from '../../core/forms/react';
import { ReadView } from '../../core/ui/read';
import { useRead } from '../../core/mount/read';
import { getProfile, type UserProfile } from '../../core/api';
import { ChangePassword } from './change-password';
import { PROFILE_FIELDS } from './profile-fields';
import './my-profile.css';

/** hb-my-profile: edit the profile and change the password; messages show, the forms stay. */
export function MyProfile() {
  const loggedIn = useStore(siteStore(), (s) => s.loggedIn);
  // No request for a visitor the page says is not signed in: there is no profile to read.
  return loggedIn ? <Profile /> : <SignInPrompt what="your profile" />;
}

function Profile() {
  const read = useRead((signal) => getProfile({ signal }), []);
  return (
    <ReadView read={read} loading="Loading your profile…" className="hb-my-profile" failureAction={<a href={ACCOUNT_PATHS.login}>Sign in</a>}>
      {({ result }) => (
        <>
          <MyFavoritesNav />
          <ProfileForm user={result} />
          <div className="hb-my-profile__password">
            <h2 className="hb-my-profile__subtitle">Password</h2>
            <ChangePassword />
          </div>
        </>
      )}
    </ReadView>
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
