import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import { createElement, type ReactElement } from 'react';

function svgNode(node: AbstractNode, key?: number): ReactElement {
  return createElement(node.tag, { key, ...node.attrs }, node.children?.map(svgNode));
}

/**
 * One of antd's outlined icons drawn from its SVG definition, without @ant-design/icons' component and
 * context: the login page carries no antd code (its JavaScript budget, DESIGN.md §8).
 */
export function LoginIcon({ icon }: { icon: IconDefinition }) {
  const root = typeof icon.icon === 'function' ? icon.icon('currentColor', 'currentColor') : icon.icon;
  return (
    <span role="img" aria-hidden="true" className="login-icon">
      {createElement(
        'svg',
        { ...root.attrs, width: '1em', height: '1em', fill: 'currentColor', 'aria-hidden': true },
        root.children?.map(svgNode),
      )}
    </span>
  );
}
