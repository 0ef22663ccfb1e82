// Mantine's Modal in a module of its own, for `LazyModal` to fetch when first opened.
export { Modal } from '@mantine/core';
