import type { ReactNode } from 'react'
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import './sheet.css'

type SheetProps = {
  title: string
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  children: ReactNode
  /** Buttons pinned to the bottom of the sheet. */
  footer?: ReactNode
}

/** A modal dialog that slides up from the bottom on phones; focus is trapped and returned. */
export function Sheet({ title, isOpen, onOpenChange, children, footer }: SheetProps) {
  return (
    <ModalOverlay className="sheet-overlay" isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <Modal className="sheet">
        <Dialog className="sheet__dialog">
          <Heading slot="title" className="sheet__title">
            {title}
          </Heading>
          <div className="sheet__body">{children}</div>
          {footer ? <div className="sheet__footer">{footer}</div> : null}
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
