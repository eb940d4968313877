// Which pods of one namespace may open a connection to which, under its NetworkPolicies: the rules of
// networking.k8s.io/v1 for peers that are pods of the same namespace (a namespaceSelector or ipBlock
// peer is somewhere else). A connection needs both the target's ingress and the source's egress.
import type { ILabelSelector } from '@kubernetes-models/apimachinery/apis/meta/v1/LabelSelector';
import type { INetworkPolicy, INetworkPolicyPeer, INetworkPolicyPort } from 'kubernetes-models/networking.k8s.io/v1';

export type Labels = Record<string, string>;

export function matches(selector: ILabelSelector, labels: Labels): boolean {
  const byLabel = Object.entries(selector.matchLabels ?? {}).every(([key, value]) => labels[key] === value);
  const byExpression = (selector.matchExpressions ?? []).every(({ key, operator, values = [] }) => {
    const value = labels[key];
    if (operator === 'In') return value !== undefined && values.includes(value);
    if (operator === 'NotIn') return value === undefined || !values.includes(value);
    if (operator === 'Exists') return value !== undefined;
    if (operator === 'DoesNotExist') return value === undefined;
    throw new Error(`unknown selector operator ${operator}`);
  });
  return byLabel && byExpression;
}

/** A peer list allows a pod of the namespace: no list is everyone; otherwise a podSelector-only peer matching it. */
const peersAllow = (peers: INetworkPolicyPeer[] | undefined, labels: Labels) =>
  peers === undefined ||
  peers.length === 0 ||
  peers.some((peer) => !peer.namespaceSelector && !peer.ipBlock && peer.podSelector && matches(peer.podSelector, labels));

/** A port list allows a TCP port (no list: every port). Named ports are not used by the portal's policies. */
const portsAllow = (ports: INetworkPolicyPort[] | undefined, port: number) =>
  ports === undefined ||
  ports.length === 0 ||
  ports.some((rule) => (rule.protocol ?? 'TCP') === 'TCP' && (rule.port === undefined || rule.port === port));

function direction(
  policies: INetworkPolicy[],
  type: 'Ingress' | 'Egress',
  self: Labels,
  allows: (policy: INetworkPolicy) => boolean,
): boolean {
  const selecting = policies.filter((policy) => {
    // Without policyTypes a policy isolates ingress, and egress when it has egress rules.
    const types = policy.spec?.policyTypes ?? ['Ingress', ...(policy.spec?.egress ? ['Egress'] : [])];
    return types.includes(type) && matches(policy.spec?.podSelector ?? {}, self);
  });
  // A pod no policy selects for this direction is not isolated in it.
  return selecting.length === 0 || selecting.some(allows);
}

/** Whether a pod labelled `from` may connect to a pod labelled `to` on TCP `port`. */
export function mayConnect(policies: INetworkPolicy[], from: Labels, to: Labels, port: number): boolean {
  const ingress = direction(policies, 'Ingress', to, (policy) =>
    (policy.spec?.ingress ?? []).some((rule) => peersAllow(rule.from, from) && portsAllow(rule.ports, port)),
  );
  const egress = direction(policies, 'Egress', from, (policy) =>
    (policy.spec?.egress ?? []).some((rule) => peersAllow(rule.to, to) && portsAllow(rule.ports, port)),
  );
  return ingress && egress;
}

/** Whether a pod may connect to any address outside the cluster on `port` (an egress rule to everywhere or to an ipBlock). */
export function mayLeaveCluster(policies: INetworkPolicy[], from: Labels, port: number): boolean {
  return direction(policies, 'Egress', from, (policy) =>
    (policy.spec?.egress ?? []).some(
      (rule) => (rule.to === undefined || rule.to.length === 0 || rule.to.some((peer) => peer.ipBlock)) && portsAllow(rule.ports, port),
    ),
  );
}
