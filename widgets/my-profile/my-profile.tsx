import { accountPage, useSession, useSiteStoreApi } from '../../core/favorites';
import { MyFavoritesNav, SignInPrompt } from '../../core/favorites/my-favorites';
import { changePasswordForm } from '../../core/forms/declarations/change-password';
import { myProfileForm } from '../../core/forms/declarations/my-profile';
import { Form, ModalForm, PasswordControl } from '../../core/forms/react';
import { ReadView } from '../../core/ui/read';
import { useRead } from '../../core/mount/read';
import type { UserProfile } from '../../core/api';
import { useText } from '../../core/mount';
import { text } from './messages';
import './my-profile.css';

/** hb-my-profile: edit the profile and change the password; messages show, the forms stay. */
export function MyProfile() {
  // No request for a visitor the page (or the API's answer) says is not signed in: no profile to read.
  const t = useText(text);
  return useSession() === 'signed-out' ? <SignInPrompt what={t('yourProfile')} /> : <Profile />;
}

function Profile() {
  // The page's one profile read, which also tells the other widgets whether the visitor is signed in.
  const store = useSiteStoreApi();
  const read = useRead(() => store.getState().readProfile(), [store]);
  const t = useText(text);
  return (
    <ReadView
      read={read}
      loading={t('loading')}
      className="hb-my-profile"
      failureAction={<a href={accountPage('login')}>{t('signIn')}</a>}
    >
      {({ result: user }) => (
        <>
          <MyFavoritesNav />
          <Form
            definition={myProfileForm}
            initialValues={profileValues(user)}
            intro={
              <>
                {t('signedInAs')} <strong>{user.email}</strong>
              </>
            }
          />
          <div className="hb-my-profile__password">
            <h2 className="hb-my-profile__subtitle">{t('password')}</h2>
            <ModalForm
              definition={changePasswordForm}
              controls={{ password: PasswordControl }}
              triggerStyle="secondary"
              size="small"
            />
          </div>
        </>
      )}
    </ReadView>
  );
}

/** The form's fields as the profile read has them. */
const profileValues = (user: UserProfile) =>
  Object.fromEntries(myProfileForm.fields.map((f) => [f.name, String(user[f.name as keyof UserProfile] ?? '')]));
