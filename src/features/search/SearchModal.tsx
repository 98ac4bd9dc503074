// The search modal: loaded and mounted by SearchModalHost the first time the visitor opens the search.
import { useLingui } from '@lingui/react/macro';
import { Modal } from '#/components/Modal';
import { SEARCH_MODAL_ID } from './search-opener';
import { SearchPanel } from './SearchPanel';
import './search.css';

export function SearchModal() {
  const { t } = useLingui();
  return (
    <Modal id={SEARCH_MODAL_ID} title={t`Search the site`} size="large">
      <SearchPanel />
    </Modal>
  );
}
