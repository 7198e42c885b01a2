// The landing as other features see them: the product's own public figures (the staff's trial length among them).
export { type LandingFigures, useLandingFigures } from './landing-claims';
