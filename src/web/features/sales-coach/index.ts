// The Sales Coach's public entry (decisions/024): what other features use of it.
export { ChoiceGroup } from './setup-form.tsx';
export { PractiseCallButton } from './practise-call-button.tsx';
export { ScenarioProgressTable } from './scenario-progress-table.tsx';
