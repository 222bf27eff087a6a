import { useMutation } from '@tanstack/react-query';
import { sessionStore } from '@dd/shell-kit';
import { changePassword, updateProfile } from './profileApi';

/** Saves the profile, then stores the fresh token and user so the whole app (user menu included) follows. */
export function useUpdateProfile() {
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user, token }) => sessionStore.refresh({ user, token }),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (answer) => {
      if (answer?.token) sessionStore.refresh({ token: answer.token });
    },
  });
}
