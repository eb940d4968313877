import { useCallback, useState } from 'react';
import { ApiError, errorMessage, portalApi } from '@portal/shared';
import { refreshReads, useEndpointQuery } from '@portal/shared/data';
import { adminEndpoints } from '@portal/shared/admin';
import { resourceOf } from '../../../hooks/queryResource';
import { t } from '../../../i18n';

export type CertificateAction = 'revoke' | 'reissue';

/** What a revoke or reissue came to: done, or why not (the reason's error from the server on its own). */
export type CertificateActionResult = { ok: true } | { ok: false; message: string; reasonError: string | null };

/**
 * A member's certification in full (training per module, sittings, certificates), and revoking or
 * reissuing one of their certificates with a reason. Done, the member and the list are asked again and
 * `notice` holds the server's words for what was done.
 */
export function useCertificationMember(code: string) {
  const read = useEndpointQuery(adminEndpoints.certification.adminCertificationMember, { params: { code } });
  const { refetch } = read;
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const act = useCallback(async (action: CertificateAction, number: string, reason: string): Promise<CertificateActionResult> => {
    setBusy(true);
    setNotice(null);
    try {
      const endpoint =
        action === 'revoke' ? adminEndpoints.certification.adminRevokeCertificate : adminEndpoints.certification.adminReissueCertificate;
      const answer = await portalApi.call(endpoint, { params: { number }, body: { reason } });
      setNotice(answer.message);
      await refreshReads([adminEndpoints.certification.adminCertificationMember, adminEndpoints.certification.adminCertificationMembers]);
      return { ok: true };
    } catch (failure) {
      return {
        ok: false,
        message: errorMessage(failure, t('certification.actionFailed')),
        reasonError: failure instanceof ApiError ? (failure.fieldErrors['reason'] ?? null) : null,
      };
    } finally {
      setBusy(false);
    }
  }, []);

  return { resource: resourceOf(read), reload: () => void refetch(), busy, notice, act };
}

export type CertificationMemberState = ReturnType<typeof useCertificationMember>;
