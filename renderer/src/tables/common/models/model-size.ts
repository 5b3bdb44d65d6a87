/**
 * The sizes of the models live in shared/ (shared/geometry/model-size.ts), so that the engine's silhouettes (004 "Shoot
 * at the real thing!") are the models the table shows.
 */
export { airframeOf, BELLY, modelSize, propellerOf, tailplaneSpan, tailZOf, type Airframe, type ModelSize } from '../../../../../shared/geometry/model-size'
