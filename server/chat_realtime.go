// Conversation events as custom realtime messages (docs/decisions/031-chat-guests-and-realtime.md).
//
// A thread's events go to the realtime clients subscribed to its topics whose auth may read the
// thread: its customer or chat guest, or staff. The hooks (pb_hooks/lib/conversations/chat-realtime.js) call
// this through `$chatRealtime` after the transaction that wrote the change. It lives in Go
// because it looks at every connected client for every event: done in the JS VM that cost
// 166–196 ms of CPU per message with 1,000 clients (each client, its subscriptions and its auth
// record wrapped for JS); here it is a few microseconds per client. The rule is the one of
// pb_hooks/lib/conversations/chat-rules.js (canSeeThread) and of the collections' API rules.
package main

import (
	"sync"
	"sync/atomic"

	"github.com/dop251/goja"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/subscriptions"
)

const (
	chatThreadTopic = "rihla.chat."
	chatMineTopic   = "rihla.chat.mine"
	chatInboxTopic  = "rihla.staff.inbox"
	// Clients are sent to in chunks of this many, each chunk in its own goroutine (as PocketBase's
	// own record broadcasts do), so one slow client does not hold up the rest.
	chatClientsChunk = 150
)

// chatThread is who a thread belongs to: its customer or its chat guest.
type chatThread struct {
	ID    string
	User  string
	Guest string
}

// chatViewer is the caller of a realtime client: "customer", "guest", "staff" or "" (nobody).
type chatViewer struct {
	kind string
	id   string
}

// chatViewerOf reads a client's auth record: active staff and superusers are staff; a chat guest
// that joined an account, an inactive staff member and anything else are nobody.
func chatViewerOf(auth *core.Record) chatViewer {
	if auth == nil || auth.Id == "" || auth.Collection() == nil {
		return chatViewer{}
	}
	switch auth.Collection().Name {
	case core.CollectionNameSuperusers:
		return chatViewer{"staff", auth.Id}
	case "staff":
		if auth.GetBool("active") {
			return chatViewer{"staff", auth.Id}
		}
	case "users":
		return chatViewer{"customer", auth.Id}
	case "chat_guests":
		if auth.GetString("merged_into") == "" {
			return chatViewer{"guest", auth.Id}
		}
	}
	return chatViewer{}
}

func (v chatViewer) owns(t chatThread) bool {
	switch v.kind {
	case "customer":
		return t.User != "" && t.User == v.id
	case "guest":
		return t.User == "" && t.Guest != "" && t.Guest == v.id
	}
	return false
}

func (v chatViewer) sees(t chatThread) bool {
	return v.kind == "staff" || v.owns(t)
}

// chatDelivery is one subscription of a client that gets an event; list deliveries get the
// thread's summary instead of the event.
type chatDelivery struct {
	topic string
	list  bool
}

// chatDeliveries: which of a client's subscriptions get a thread's event. The thread's topic when the viewer may see the thread; the traveller's own list topic
// when it is theirs; the inbox topic for staff. threadOnly events (typing, receipts) go to the
// thread's topic alone.
func chatDeliveries(v chatViewer, topics []string, t chatThread, threadOnly bool) []chatDelivery {
	if !v.sees(t) {
		return nil
	}
	var out []chatDelivery
	own := chatThreadTopic + t.ID
	for _, topic := range topics {
		switch {
		case topic == own:
			out = append(out, chatDelivery{topic, false})
		case threadOnly:
		case topic == chatMineTopic && (v.kind == "customer" || v.kind == "guest"):
			out = append(out, chatDelivery{topic, true})
		case topic == chatInboxTopic && v.kind == "staff":
			out = append(out, chatDelivery{topic, true})
		}
	}
	return out
}

// chatWatches: whether a client is subscribed to the thread's topic or its traveller's list.
func chatWatches(client subscriptions.Client, t chatThread) bool {
	return client.HasSubscription(chatThreadTopic+t.ID) || client.HasSubscription(chatMineTopic)
}

func clientViewer(client subscriptions.Client) chatViewer {
	auth, _ := client.Get(apis.RealtimeClientAuthKey).(*core.Record)
	return chatViewerOf(auth)
}

// publishChatEvent sends a thread's event to every client allowed to have it and returns how
// many messages went out. Topics are matched exactly (subscribed without options): a client is
// asked about three names, with no allocation, and most clients have none of them.
func publishChatEvent(broker *subscriptions.Broker, t chatThread, threadData, listData []byte, threadOnly bool) int {
	candidates := []string{chatThreadTopic + t.ID}
	if !threadOnly {
		candidates = append(candidates, chatMineTopic, chatInboxTopic)
	}
	var sent atomic.Int64
	var wg sync.WaitGroup
	for _, chunk := range broker.ChunkedClients(chatClientsChunk) {
		wg.Add(1)
		go func(chunk []subscriptions.Client) {
			defer wg.Done()
			topics := make([]string, 0, len(candidates))
			for _, client := range chunk {
				topics = topics[:0]
				for _, topic := range candidates {
					if client.HasSubscription(topic) {
						topics = append(topics, topic)
					}
				}
				if len(topics) == 0 || client.IsDiscarded() {
					continue
				}
				for _, d := range chatDeliveries(clientViewer(client), topics, t, threadOnly) {
					data := threadData
					if d.list {
						data = listData
					}
					client.Send(subscriptions.Message{Name: d.topic, Data: data})
					sent.Add(1)
				}
			}
		}(chunk)
	}
	wg.Wait()
	return int(sent.Load())
}

// chatTravellerPresent: whether the thread's traveller has a client watching their conversations
// now (the thread's topic or their list).
func chatTravellerPresent(broker *subscriptions.Broker, t chatThread) bool {
	for _, client := range broker.Clients() {
		if client.IsDiscarded() || !chatWatches(client, t) {
			continue
		}
		if clientViewer(client).owns(t) {
			return true
		}
	}
	return false
}

// chatRealtimeBindings gives every hooks VM `$chatRealtime.publish(threadId, user, guest,
// threadJson, listJson, threadOnly)` and `$chatRealtime.present(threadId, user, guest)`.
func chatRealtimeBindings(app core.App) func(vm *goja.Runtime) {
	return func(vm *goja.Runtime) {
		vm.Set("$chatRealtime", map[string]any{
			"publish": func(threadID, user, guest, threadJSON, listJSON string, threadOnly bool) int {
				return publishChatEvent(app.SubscriptionsBroker(), chatThread{threadID, user, guest}, []byte(threadJSON), []byte(listJSON), threadOnly)
			},
			"present": func(threadID, user, guest string) bool {
				return chatTravellerPresent(app.SubscriptionsBroker(), chatThread{threadID, user, guest})
			},
		})
	}
}
