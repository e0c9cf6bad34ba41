/**
 * shared-ui/sortable: lists reordered by drag and drop, keyboard or buttons (dnd-kit). Its own shared module, like
 * charts, so a panel page that reorders nothing does not load dnd-kit.
 */
export { SortableList, type SortableListProps, type SortableRow } from './sortable-list';
