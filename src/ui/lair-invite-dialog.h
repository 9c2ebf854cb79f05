/* lair-invite-dialog.h — Invite Phones: a code for each seat's phone
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "lair-invite-phones.h"

G_BEGIN_DECLS

#define LAIR_TYPE_INVITE_DIALOG (lair_invite_dialog_get_type ())

G_DECLARE_FINAL_TYPE (LairInviteDialog, lair_invite_dialog, LAIR, INVITE_DIALOG, AdwWindow)

GtkWidget *lair_invite_dialog_new (LairInvitePhones *phones);

G_END_DECLS
