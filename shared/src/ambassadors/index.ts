/**
 * The brand ambassador as every app sees it (spec sections 3 and 4): the JSON the ambassador API answers with
 * under `brand_ambassador`, which the dashboard shows and the back office extends with the team's own fields.
 * The types are the API contract's (../contracts/ambassadors.ts), re-exported here for the apps that read
 * them from the @shop/shared entry. Pure types: safe to import from `@shop/shared/ambassadors` without loading
 * React.
 */
export type { AmbassadorJson, AmbassadorStatus, PayoutStatus } from '../contracts/ambassadors';
