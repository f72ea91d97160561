// @knights-tour/picture: the one picture of a knight's walk, for every image the project
// draws (the CLI's render, the page's board and its exports). Pure: no I/O, runs anywhere.
export {
  cellAtPicture,
  chooseColumns,
  type IndexedLayout,
  indexLayout,
  type LayerLayout,
  layerAtPicture,
  layerLayout,
  panelOrigin,
  panelRects,
  pictureIndex,
} from './layout.js';
export {
  FIRST_SHADE,
  hex,
  palette,
  type Rgb,
  SHADES,
  Slot,
  shadeOf,
  stepColour,
  textSlotOver,
  UNVISITED_COLOUR,
} from './palette.js';
export {
  boardColours,
  type ColourOptions,
  coverage,
  type Picture,
  type PictureOptions,
  pictureColours,
  pictureTitle,
  type WalkLike,
  walkPicture,
} from './picture.js';
export {
  type Annotations,
  type IndexedImage,
  minNumberCell,
  rasterize,
  squaresImage,
} from './raster.js';
export {
  pictureSvg,
  type SvgOptions,
  svgChunks,
  tourSvg,
} from './svg.js';
