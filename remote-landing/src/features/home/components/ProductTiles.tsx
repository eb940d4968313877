import { Fragment, useEffect, useRef, useState } from 'react';
import { SECTION_SCROLL_DELAY_MS, limits, CheckIcon, ChevronDownIcon, CloseIcon } from '@portal/shared';
import { productIcons } from './icons';
import { prefersReducedMotion, useMaxWidth } from '../hooks/useMediaQuery';
import { useT } from '../../../i18n';
import { useProducts, type Product, type ProductId } from '../lib/products';
import styles from './ProductTiles.module.css';

/**
 * The four product tiles. A tile is a disclosure button: it opens that product's panel (description and
 * feature list) and closes it again; one panel is open at a time. At 968 px or narrower the panel sits
 * under its tile and is scrolled into view after 100 ms; wider, it shows below the grid.
 */
export function ProductTiles() {
  const { t } = useT();
  const products = useProducts();
  const [openId, setOpenId] = useState<ProductId | null>(null);
  const narrow = useMaxWidth(limits.productPanelBreakpointPx);
  // Not useId: see ContactForm (the ids are in the pre-rendered markup).
  const baseId = 'product';
  const panels = useRef(new Map<ProductId, HTMLElement>());
  const buttons = useRef(new Map<ProductId, HTMLButtonElement>());
  /** Set by a click that opened a panel on a narrow screen; consumed by the scroll effect. */
  const scrollPending = useRef(false);

  const tileId = (id: ProductId) => `${baseId}-tile-${id}`;
  const panelId = (id: ProductId) => `${baseId}-panel-${id}`;

  const toggle = (id: ProductId) => {
    const opening = openId !== id;
    scrollPending.current = opening && narrow;
    setOpenId(opening ? id : null);
  };

  const close = (id: ProductId) => {
    setOpenId(null);
    buttons.current.get(id)?.focus();
  };

  useEffect(() => {
    if (!openId || !scrollPending.current) return undefined;
    scrollPending.current = false;
    const timer = setTimeout(() => {
      panels.current.get(openId)?.scrollIntoView?.({
        behavior: prefersReducedMotion() ? 'auto' : 'smooth',
        block: 'nearest',
      });
    }, SECTION_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [openId]);

  // Escape anywhere in the open panel closes it and takes focus back to its tile.
  useEffect(() => {
    const panel = openId ? panels.current.get(openId) : undefined;
    if (!openId || !panel) return undefined;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpenId(null);
      buttons.current.get(openId)?.focus();
    };
    panel.addEventListener('keydown', onKeyDown);
    return () => panel.removeEventListener('keydown', onKeyDown);
  }, [openId]);

  const renderPanel = (product: Product) => {
    const open = openId === product.id;
    return (
      <section
        key={`panel-${product.id}`}
        id={panelId(product.id)}
        ref={(element) => {
          if (element) panels.current.set(product.id, element);
          else panels.current.delete(product.id);
        }}
        className={styles.panel}
        aria-labelledby={tileId(product.id)}
        hidden={!open}
        data-placement={narrow ? 'under-tile' : 'below-grid'}
      >
        <div className={styles.panelHeader}>
          <p className={styles.panelTitle}>{product.title}</p>
          <button
            type="button"
            className={styles.closeButton}
            aria-label={t('products.close', { product: product.title })}
            onClick={() => close(product.id)}
          >
            <CloseIcon size={18} />
          </button>
        </div>
        <p className={styles.description}>{product.description}</p>
        <ul className={styles.features}>
          {product.features.map((feature) => (
            <li key={feature.title} className={styles.feature}>
              <span className={styles.check}>
                <CheckIcon size={18} />
              </span>
              <span>
                <strong className={styles.featureTitle}>{feature.title}</strong>
                <span className={styles.featureDetail}>{feature.detail}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>
    );
  };

  return (
    <div className={styles.products}>
      <div className={narrow ? `${styles.grid} ${styles.gridNarrow}` : styles.grid} data-testid="product-grid">
        {products.map((product) => {
          const open = openId === product.id;
          const Icon = productIcons[product.id];
          return (
            <Fragment key={product.id}>
              <div className={open ? `${styles.tile} ${styles.tileOpen}` : styles.tile} data-product={product.id}>
                <span className={styles.tileIcon}>
                  <Icon size={28} />
                </span>
                <h3 className={styles.tileTitle}>
                  <button
                    type="button"
                    id={tileId(product.id)}
                    ref={(element) => {
                      if (element) buttons.current.set(product.id, element);
                      else buttons.current.delete(product.id);
                    }}
                    className={styles.tileButton}
                    aria-expanded={open}
                    aria-controls={panelId(product.id)}
                    onClick={() => toggle(product.id)}
                    onKeyDown={(event) => {
                      if (event.key === 'Escape' && open) close(product.id);
                    }}
                  >
                    {product.title}
                  </button>
                </h3>
                <p className={styles.tagline}>{product.tagline}</p>
                <span className={styles.more} aria-hidden="true">
                  {open ? t('products.hideDetails') : t('products.viewDetails')}
                  <ChevronDownIcon size={16} className={styles.chevron} />
                </span>
              </div>
              {narrow ? renderPanel(product) : null}
            </Fragment>
          );
        })}
      </div>
      {narrow ? null : <div className={styles.panelArea}>{products.map(renderPanel)}</div>}
    </div>
  );
}
