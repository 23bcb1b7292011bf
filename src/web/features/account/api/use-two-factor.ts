import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '@web/lib/session/auth-client.ts';
import { ME_QUERY_KEY } from '@web/lib/session/session.ts';

export interface Enrolment {
  totpURI: string;
  secret: string;
  backupCodes: string[];
  /** The otpauth URI as an SVG QR code (data: URL), when the encoder loaded. */
  qr: string | null;
}

/** First step of the setup (with the password): the secret, its QR code and the recovery codes. */
export function useStartTwoFactor() {
  return useMutation({
    mutationFn: async (input: { password: string }): Promise<Enrolment> => {
      const result = await authClient.enableTwoFactor(input);
      const secret = new URL(result.totpURI).searchParams.get('secret') ?? '';
      // The QR encoder is loaded only here, never with the rest of the app.
      const qr = await import('uqr')
        .then(({ renderSVG }) => `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(result.totpURI, { ecc: 'M', border: 2, pixelSize: 6 }))}`)
        .catch(() => null);
      return { ...result, secret, qr };
    },
  });
}

/** Turns two-factor on with a first code; the session is renewed and other devices are signed out. */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { code: string }) => authClient.verifyTotp(input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}

/** Turns two-factor off (with the password and a current code or a recovery code). */
export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { password: string; code: string }) => authClient.disableTwoFactor(input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}
