package main

import (
	"sort"
	"sync"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/subscriptions"
)

func authRecord(collection, id string, fields map[string]any) *core.Record {
	var c *core.Collection
	if collection == core.CollectionNameSuperusers {
		c = core.NewAuthCollection(collection)
	} else {
		c = core.NewAuthCollection(collection)
		c.Fields.Add(&core.BoolField{Name: "active"}, &core.TextField{Name: "merged_into"})
	}
	record := core.NewRecord(c)
	record.Id = id
	for name, value := range fields {
		record.Set(name, value)
	}
	return record
}

var (
	customerA    = authRecord("users", "useraaaaaaaaaaa", nil)
	customerB    = authRecord("users", "userbbbbbbbbbbb", nil)
	guestG       = authRecord("chat_guests", "guestaaaaaaaaaa", nil)
	mergedGuest  = authRecord("chat_guests", "guestbbbbbbbbbb", map[string]any{"merged_into": "useraaaaaaaaaaa"})
	agent        = authRecord("staff", "staffaaaaaaaaaa", map[string]any{"active": true})
	retiredAgent = authRecord("staff", "staffbbbbbbbbbb", map[string]any{"active": false})
	superuser    = authRecord(core.CollectionNameSuperusers, "superaaaaaaaaaa", nil)
	threadOfA    = chatThread{ID: "threadaaaaaaaaa", User: "useraaaaaaaaaaa"}
	threadOfG    = chatThread{ID: "threadbbbbbbbbb", Guest: "guestaaaaaaaaaa"}
)

func TestChatViewerOf(t *testing.T) {
	cases := []struct {
		auth *core.Record
		want chatViewer
	}{
		{nil, chatViewer{}},
		{customerA, chatViewer{"customer", "useraaaaaaaaaaa"}},
		{guestG, chatViewer{"guest", "guestaaaaaaaaaa"}},
		{mergedGuest, chatViewer{}},
		{agent, chatViewer{"staff", "staffaaaaaaaaaa"}},
		{retiredAgent, chatViewer{}},
		{superuser, chatViewer{"staff", "superaaaaaaaaaa"}},
		{authRecord("somethingelse", "xaaaaaaaaaaaaaa", nil), chatViewer{}},
	}
	for _, c := range cases {
		if got := chatViewerOf(c.auth); got != c.want {
			t.Fatalf("chatViewerOf(%v) = %v, want %v", c.auth, got, c.want)
		}
	}
}

func TestChatDeliveriesGoOnlyToThoseWhoMaySeeTheThread(t *testing.T) {
	topics := []string{"rihla.chat.threadaaaaaaaaa", "rihla.chat.mine", "rihla.staff.inbox", "rihla.chat.threadbbbbbbbbb"}
	check := func(auth *core.Record, thread chatThread, threadOnly bool, want []chatDelivery) {
		t.Helper()
		got := chatDeliveries(chatViewerOf(auth), topics, thread, threadOnly)
		sort.Slice(got, func(i, j int) bool { return got[i].topic < got[j].topic })
		sort.Slice(want, func(i, j int) bool { return want[i].topic < want[j].topic })
		if len(got) != len(want) {
			t.Fatalf("%v on %v: got %v, want %v", auth, thread, got, want)
		}
		for i := range got {
			if got[i] != want[i] {
				t.Fatalf("%v on %v: got %v, want %v", auth, thread, got, want)
			}
		}
	}
	check(customerA, threadOfA, false, []chatDelivery{{"rihla.chat.threadaaaaaaaaa", false}, {"rihla.chat.mine", true}})
	check(customerB, threadOfA, false, nil)
	check(guestG, threadOfA, false, nil)
	check(nil, threadOfA, false, nil)
	check(retiredAgent, threadOfA, false, nil)
	check(agent, threadOfA, false, []chatDelivery{{"rihla.chat.threadaaaaaaaaa", false}, {"rihla.staff.inbox", true}})
	check(agent, threadOfA, true, []chatDelivery{{"rihla.chat.threadaaaaaaaaa", false}})
	check(guestG, threadOfG, false, []chatDelivery{{"rihla.chat.mine", true}, {"rihla.chat.threadbbbbbbbbb", false}})
	check(mergedGuest, chatThread{ID: "threadbbbbbbbbb", Guest: "guestbbbbbbbbbb"}, false, nil)
	// A guest thread that joined an account is the customer's, not the guest's.
	check(guestG, chatThread{ID: "threadbbbbbbbbb", User: "useraaaaaaaaaaa", Guest: "guestaaaaaaaaaa"}, false, nil)
	// Nobody owns a thread with neither owner.
	check(authRecord("users", "", nil), chatThread{ID: "threadaaaaaaaaa"}, false, nil)
}

// connected registers a client with an auth and subscriptions and collects what it is sent.
func connected(broker *subscriptions.Broker, auth *core.Record, topics ...string) (*subscriptions.DefaultClient, func() []subscriptions.Message) {
	client := subscriptions.NewDefaultClient()
	if auth != nil {
		client.Set(apis.RealtimeClientAuthKey, auth)
	}
	client.Subscribe(topics...)
	broker.Register(client)
	var mu sync.Mutex
	var got []subscriptions.Message
	go func() {
		for message := range client.Channel() {
			mu.Lock()
			got = append(got, message)
			mu.Unlock()
		}
	}()
	return client, func() []subscriptions.Message {
		time.Sleep(20 * time.Millisecond)
		mu.Lock()
		defer mu.Unlock()
		return append([]subscriptions.Message(nil), got...)
	}
}

func TestPublishChatEventReachesOnlyAllowedClients(t *testing.T) {
	broker := subscriptions.NewBroker()
	_, ofA := connected(broker, customerA, "rihla.chat.threadaaaaaaaaa", "rihla.chat.mine")
	_, ofB := connected(broker, customerB, "rihla.chat.threadaaaaaaaaa", "rihla.chat.mine", "rihla.staff.inbox")
	_, ofAgent := connected(broker, agent, "rihla.chat.threadaaaaaaaaa", "rihla.staff.inbox")
	_, ofNobody := connected(broker, nil, "rihla.chat.threadaaaaaaaaa")
	_, ofRecords := connected(broker, customerA, "chat_messages/*")
	// Topics are exact names: one subscribed with options is not this topic.
	_, ofOptions := connected(broker, customerA, "rihla.chat.threadaaaaaaaaa?options=%7B%7D")

	// Many clients of no interest: they are looked at and skipped.
	for i := 0; i < 400; i++ {
		connected(broker, customerB, "rihla.chat.mine")
	}

	sent := publishChatEvent(broker, threadOfA, []byte(`{"type":"message"}`), []byte(`{"type":"thread"}`), false)
	if sent != 4 {
		t.Fatalf("sent %d messages, want 4 (A's thread and list, staff's thread and inbox)", sent)
	}
	a := ofA()
	if len(a) != 2 {
		t.Fatalf("A got %v", a)
	}
	for _, message := range a {
		if message.Name == "rihla.chat.mine" && string(message.Data) != `{"type":"thread"}` || message.Name == "rihla.chat.threadaaaaaaaaa" && string(message.Data) != `{"type":"message"}` {
			t.Fatalf("A got %s on %s", message.Data, message.Name)
		}
	}
	if len(ofAgent()) != 2 || len(ofB()) != 0 || len(ofNobody()) != 0 || len(ofRecords()) != 0 || len(ofOptions()) != 0 {
		t.Fatalf("staff %v, B %v, nobody %v, record subscriber %v, with options %v", ofAgent(), ofB(), ofNobody(), ofRecords(), ofOptions())
	}
	// Typing and receipts go to the thread's topic only.
	if sent := publishChatEvent(broker, threadOfA, []byte(`{"type":"typing"}`), nil, true); sent != 2 {
		t.Fatalf("a thread-only event went out %d times, want 2 (A's and staff's thread topic)", sent)
	}
	if !chatTravellerPresent(broker, threadOfA) || chatTravellerPresent(broker, threadOfG) {
		t.Fatal("A is present on their thread; nobody watches the guest's")
	}
	// Staff watching a thread, or B on their own list, do not make its traveller present.
	lonely := subscriptions.NewBroker()
	connected(lonely, agent, "rihla.chat.threadaaaaaaaaa")
	connected(lonely, customerB, "rihla.chat.mine")
	connected(lonely, customerA, "chat_messages/*")
	if chatTravellerPresent(lonely, threadOfA) {
		t.Fatal("nobody of A's watches their conversations")
	}
	connected(lonely, customerA, "rihla.chat.mine")
	if !chatTravellerPresent(lonely, threadOfA) {
		t.Fatal("A's list counts as watching")
	}
}
