// Placeholder until the payments feature lands its panel.
export function SubscriptionPanel() {
  return null;
}
